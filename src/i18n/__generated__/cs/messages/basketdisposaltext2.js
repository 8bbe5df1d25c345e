/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Basketdisposaltext2Inputs */

const cs_basketdisposaltext2 = /** @type {(inputs: Basketdisposaltext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Při doručení od Vás odvezeme staré matrace a rošty a odborně je zlikvidujeme (${i?.price} za kus).`)
};

/**

* @param {Basketdisposaltext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketdisposaltext2 = cs_basketdisposaltext2;
export { basketdisposaltext2 as "basketDisposalText" }