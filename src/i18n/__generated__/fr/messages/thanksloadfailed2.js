/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksloadfailed2Inputs */

const fr_thanksloadfailed2 = /** @type {(inputs: Thanksloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les données de votre commande n’ont pas pu être chargées. Votre commande nous est néanmoins bien parvenue.`)
};

/**

* @param {Thanksloadfailed2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thanksloadfailed2 = fr_thanksloadfailed2;
export { thanksloadfailed2 as "thanksLoadFailed" }