/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, price: NonNullable<unknown> }} Basketdisposalpieces2Inputs */

const sk_basketdisposalpieces2 = /** @type {(inputs: Basketdisposalpieces2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} kus (${i?.price})`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} kusy (${i?.price})`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} kusu (${i?.price})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} kusov (${i?.price})`);
	return /** @type {LocalizedString} */ ("basketDisposalPieces");
};

/**

* @param {Basketdisposalpieces2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketdisposalpieces2 = sk_basketdisposalpieces2;
export { basketdisposalpieces2 as "basketDisposalPieces" }