/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Basketquantitymorethanstock4Inputs */

const de_basketquantitymorethanstock4 = /** @type {(inputs: Basketquantitymorethanstock4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur noch ${i?.stock} Artikel auf Lager. Bitte verringern Sie die Menge.`)
};

/**

* @param {Basketquantitymorethanstock4Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketquantitymorethanstock4 = de_basketquantitymorethanstock4;
export { basketquantitymorethanstock4 as "basketQuantityMoreThanStock" }