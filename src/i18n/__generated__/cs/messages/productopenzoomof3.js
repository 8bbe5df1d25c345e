/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Productopenzoomof3Inputs */

const cs_productopenzoomof3 = /** @type {(inputs: Productopenzoomof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Otevřít detail, obrázek ${i?.number} z ${i?.count}`)
};

/**

* @param {Productopenzoomof3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productopenzoomof3 = cs_productopenzoomof3;
export { productopenzoomof3 as "productOpenZoomOf" }