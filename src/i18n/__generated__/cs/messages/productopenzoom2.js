/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productopenzoom2Inputs */

const cs_productopenzoom2 = /** @type {(inputs: Productopenzoom2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otevřít detail`)
};

/**

* @param {Productopenzoom2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productopenzoom2 = cs_productopenzoom2;
export { productopenzoom2 as "productOpenZoom" }