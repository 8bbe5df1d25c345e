/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Productopenzoomof3Inputs */

const de_productopenzoomof3 = /** @type {(inputs: Productopenzoomof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Detailansicht öffnen, Bild ${i?.number} von ${i?.count}`)
};

/**

* @param {Productopenzoomof3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productopenzoomof3 = de_productopenzoomof3;
export { productopenzoomof3 as "productOpenZoomOf" }