/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, price: NonNullable<unknown> }} Basketdisposalpieces2Inputs */

const de_basketdisposalpieces2 = /** @type {(inputs: Basketdisposalpieces2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Stück (${i?.price})`)
};

/**

* @param {Basketdisposalpieces2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketdisposalpieces2 = de_basketdisposalpieces2;
export { basketdisposalpieces2 as "basketDisposalPieces" }