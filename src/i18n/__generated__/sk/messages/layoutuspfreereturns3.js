/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutuspfreereturns3Inputs */

const sk_layoutuspfreereturns3 = /** @type {(inputs: Layoutuspfreereturns3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrátenie zadarmo`)
};

/**

* @param {Layoutuspfreereturns3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutuspfreereturns3 = sk_layoutuspfreereturns3;
export { layoutuspfreereturns3 as "layoutUspFreeReturns" }