/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketremove1Inputs */

const fr_basketremove1 = /** @type {(inputs: Basketremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

/**

* @param {Basketremove1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketremove1 = fr_basketremove1;
export { basketremove1 as "basketRemove" }