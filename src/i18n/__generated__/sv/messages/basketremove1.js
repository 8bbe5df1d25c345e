/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketremove1Inputs */

const sv_basketremove1 = /** @type {(inputs: Basketremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ta bort`)
};

/**

* @param {Basketremove1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketremove1 = sv_basketremove1;
export { basketremove1 as "basketRemove" }