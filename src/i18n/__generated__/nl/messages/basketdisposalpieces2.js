/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, price: NonNullable<unknown> }} Basketdisposalpieces2Inputs */

const nl_basketdisposalpieces2 = /** @type {(inputs: Basketdisposalpieces2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} stuk (${i?.price})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stuks (${i?.price})`);
	return /** @type {LocalizedString} */ ("basketDisposalPieces");
};

/**

* @param {Basketdisposalpieces2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketdisposalpieces2 = nl_basketdisposalpieces2;
export { basketdisposalpieces2 as "basketDisposalPieces" }