/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_General10Inputs */

const fr_atb_general10 = /** @type {(inputs: Atb_General10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’article n’a pas pu être ajouté au panier.`)
};

/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const atb_general10 = fr_atb_general10;
export { atb_general10 as "ATB_GENERAL" }