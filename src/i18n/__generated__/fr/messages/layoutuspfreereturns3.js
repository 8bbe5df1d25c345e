/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutuspfreereturns3Inputs */

const fr_layoutuspfreereturns3 = /** @type {(inputs: Layoutuspfreereturns3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour gratuit`)
};

/**

* @param {Layoutuspfreereturns3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutuspfreereturns3 = fr_layoutuspfreereturns3;
export { layoutuspfreereturns3 as "layoutUspFreeReturns" }