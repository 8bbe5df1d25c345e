/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutuspfreereturns3Inputs */

const nl_layoutuspfreereturns3 = /** @type {(inputs: Layoutuspfreereturns3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis retourneren`)
};

/**

* @param {Layoutuspfreereturns3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutuspfreereturns3 = nl_layoutuspfreereturns3;
export { layoutuspfreereturns3 as "layoutUspFreeReturns" }