/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productnosizetable3Inputs */

const sv_productnosizetable3 = /** @type {(inputs: Productnosizetable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Det finns ingen storleksguide för den här artikeln.`)
};

/**

* @param {Productnosizetable3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productnosizetable3 = sv_productnosizetable3;
export { productnosizetable3 as "productNoSizeTable" }