/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Basketdisposaltext2Inputs */

const fr_basketdisposaltext2 = /** @type {(inputs: Basketdisposaltext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À la livraison, nous reprenons vos anciens matelas et sommiers et les recyclons dans les règles (${i?.price} la pièce).`)
};

/**

* @param {Basketdisposaltext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketdisposaltext2 = fr_basketdisposaltext2;
export { basketdisposaltext2 as "basketDisposalText" }