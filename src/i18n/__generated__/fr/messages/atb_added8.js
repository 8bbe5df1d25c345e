/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Added8Inputs */

const fr_atb_added8 = /** @type {(inputs: Atb_Added8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’article a été ajouté au panier.`)
};

/**

* @param {Atb_Added8Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const atb_added8 = fr_atb_added8;
export { atb_added8 as "ATB_ADDED" }