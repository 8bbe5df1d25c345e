/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, price: NonNullable<unknown> }} Basketdisposalpieces2Inputs */

const cs_basketdisposalpieces2 = /** @type {(inputs: Basketdisposalpieces2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("cs", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} kus (${i?.price})`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} kusy (${i?.price})`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} kusu (${i?.price})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} kusů (${i?.price})`);
	return /** @type {LocalizedString} */ ("basketDisposalPieces");
};

/**

* @param {Basketdisposalpieces2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketdisposalpieces2 = cs_basketdisposalpieces2;
export { basketdisposalpieces2 as "basketDisposalPieces" }