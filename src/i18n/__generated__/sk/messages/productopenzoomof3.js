/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Productopenzoomof3Inputs */

const sk_productopenzoomof3 = /** @type {(inputs: Productopenzoomof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Otvoriť detail, obrázok ${i?.number} z ${i?.count}`)
};

/**

* @param {Productopenzoomof3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productopenzoomof3 = sk_productopenzoomof3;
export { productopenzoomof3 as "productOpenZoomOf" }