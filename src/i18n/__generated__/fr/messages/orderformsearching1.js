/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsearching1Inputs */

const fr_orderformsearching1 = /** @type {(inputs: Orderformsearching1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de l’article …`)
};

/**

* @param {Orderformsearching1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformsearching1 = fr_orderformsearching1;
export { orderformsearching1 as "orderformSearching" }