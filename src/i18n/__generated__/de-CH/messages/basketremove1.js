/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketremove1Inputs */

const de_ch2_basketremove1 = /** @type {(inputs: Basketremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

/**

* @param {Basketremove1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketremove1 = de_ch2_basketremove1;
export { basketremove1 as "basketRemove" }