/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Basketdisposaltext2Inputs */

const sk_basketdisposaltext2 = /** @type {(inputs: Basketdisposaltext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pri doručení od Vás odvezieme staré matrace a rošty a odborne ich zlikvidujeme (${i?.price} za kus).`)
};

/**

* @param {Basketdisposaltext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketdisposaltext2 = sk_basketdisposaltext2;
export { basketdisposaltext2 as "basketDisposalText" }