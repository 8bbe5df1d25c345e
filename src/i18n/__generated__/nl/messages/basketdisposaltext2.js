/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Basketdisposaltext2Inputs */

const nl_basketdisposaltext2 = /** @type {(inputs: Basketdisposaltext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bij de levering nemen we je oude matrassen en lattenbodems mee en voeren ze vakkundig af (${i?.price} per stuk).`)
};

/**

* @param {Basketdisposaltext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketdisposaltext2 = nl_basketdisposaltext2;
export { basketdisposaltext2 as "basketDisposalText" }