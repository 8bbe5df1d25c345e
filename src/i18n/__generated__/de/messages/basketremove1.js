/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketremove1Inputs */

const de_basketremove1 = /** @type {(inputs: Basketremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

/**

* @param {Basketremove1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketremove1 = de_basketremove1;
export { basketremove1 as "basketRemove" }