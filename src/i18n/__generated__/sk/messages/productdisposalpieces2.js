/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pieces: NonNullable<unknown>, price: NonNullable<unknown> }} Productdisposalpieces2Inputs */

const sk_productdisposalpieces2 = /** @type {(inputs: Productdisposalpieces2Inputs) => LocalizedString} */ (i) => {const piecesPlural = registry.plural("sk", i?.pieces, {});
	if (piecesPlural === "one") return /** @type {LocalizedString} */ (`${i?.pieces} kus (${i?.price})`);
	if (piecesPlural === "few") return /** @type {LocalizedString} */ (`${i?.pieces} kusy (${i?.price})`);
	if (piecesPlural === "many") return /** @type {LocalizedString} */ (`${i?.pieces} kusa (${i?.price})`);
	if (piecesPlural === "other") return /** @type {LocalizedString} */ (`${i?.pieces} kusov (${i?.price})`);
	return /** @type {LocalizedString} */ ("productDisposalPieces");
};

/**

* @param {Productdisposalpieces2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productdisposalpieces2 = sk_productdisposalpieces2;
export { productdisposalpieces2 as "productDisposalPieces" }