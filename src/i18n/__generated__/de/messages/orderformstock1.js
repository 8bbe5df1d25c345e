/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Orderformstock1Inputs */

const de_orderformstock1 = /** @type {(inputs: Orderformstock1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur noch ${i?.stock} Artikel auf Lager`)
};

/**

* @param {Orderformstock1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderformstock1 = de_orderformstock1;
export { orderformstock1 as "orderformStock" }