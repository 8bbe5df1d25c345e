/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketremove1Inputs */

const nl_basketremove1 = /** @type {(inputs: Basketremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijderen`)
};

/**

* @param {Basketremove1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketremove1 = nl_basketremove1;
export { basketremove1 as "basketRemove" }