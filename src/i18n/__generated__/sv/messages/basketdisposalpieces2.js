/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, price: NonNullable<unknown> }} Basketdisposalpieces2Inputs */

const sv_basketdisposalpieces2 = /** @type {(inputs: Basketdisposalpieces2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sv", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} st. (${i?.price})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} st. (${i?.price})`);
	return /** @type {LocalizedString} */ ("basketDisposalPieces");
};

/**

* @param {Basketdisposalpieces2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketdisposalpieces2 = sv_basketdisposalpieces2;
export { basketdisposalpieces2 as "basketDisposalPieces" }