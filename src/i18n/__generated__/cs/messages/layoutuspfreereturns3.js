/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutuspfreereturns3Inputs */

const cs_layoutuspfreereturns3 = /** @type {(inputs: Layoutuspfreereturns3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrácení zdarma`)
};

/**

* @param {Layoutuspfreereturns3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutuspfreereturns3 = cs_layoutuspfreereturns3;
export { layoutuspfreereturns3 as "layoutUspFreeReturns" }