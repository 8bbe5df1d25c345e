/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productopenzoom2Inputs */

const de_productopenzoom2 = /** @type {(inputs: Productopenzoom2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detailansicht öffnen`)
};

/**

* @param {Productopenzoom2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productopenzoom2 = de_productopenzoom2;
export { productopenzoom2 as "productOpenZoom" }