/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Basketdisposaltext2Inputs */

const sv_basketdisposaltext2 = /** @type {(inputs: Basketdisposaltext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vid leveransen tar vi med dina gamla madrasser och ribbottnar och tar hand om dem på rätt sätt (${i?.price} per styck).`)
};

/**

* @param {Basketdisposaltext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketdisposaltext2 = sv_basketdisposaltext2;
export { basketdisposaltext2 as "basketDisposalText" }