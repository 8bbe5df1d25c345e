/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutuspfreereturns3Inputs */

const de_layoutuspfreereturns3 = /** @type {(inputs: Layoutuspfreereturns3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenloser Rückversand`)
};

/**

* @param {Layoutuspfreereturns3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutuspfreereturns3 = de_layoutuspfreereturns3;
export { layoutuspfreereturns3 as "layoutUspFreeReturns" }