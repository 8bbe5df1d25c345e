/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutuspfreereturns3Inputs */

const sv_layoutuspfreereturns3 = /** @type {(inputs: Layoutuspfreereturns3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fri retur`)
};

/**

* @param {Layoutuspfreereturns3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutuspfreereturns3 = sv_layoutuspfreereturns3;
export { layoutuspfreereturns3 as "layoutUspFreeReturns" }