/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsearching1Inputs */

const de_ch2_orderformsearching1 = /** @type {(inputs: Orderformsearching1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel wird gesucht …`)
};

/**

* @param {Orderformsearching1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformsearching1 = de_ch2_orderformsearching1;
export { orderformsearching1 as "orderformSearching" }