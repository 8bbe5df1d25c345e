/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketremoved1Inputs */

const nl_basketremoved1 = /** @type {(inputs: Basketremoved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‘${i?.name}’ is uit je winkelwagen verwijderd.`)
};

/**

* @param {Basketremoved1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketremoved1 = nl_basketremoved1;
export { basketremoved1 as "basketRemoved" }