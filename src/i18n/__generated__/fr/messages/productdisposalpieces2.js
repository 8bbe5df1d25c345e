/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pieces: NonNullable<unknown>, price: NonNullable<unknown> }} Productdisposalpieces2Inputs */

const fr_productdisposalpieces2 = /** @type {(inputs: Productdisposalpieces2Inputs) => LocalizedString} */ (i) => {const piecesPlural = registry.plural("fr", i?.pieces, {});
	if (piecesPlural === "one") return /** @type {LocalizedString} */ (`${i?.pieces} pièce (${i?.price})`);
	if (piecesPlural === "other") return /** @type {LocalizedString} */ (`${i?.pieces} pièces (${i?.price})`);
	return /** @type {LocalizedString} */ ("productDisposalPieces");
};

/**

* @param {Productdisposalpieces2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productdisposalpieces2 = fr_productdisposalpieces2;
export { productdisposalpieces2 as "productDisposalPieces" }