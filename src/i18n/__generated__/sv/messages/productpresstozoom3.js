/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productpresstozoom3Inputs */

const sv_productpresstozoom3 = /** @type {(inputs: Productpresstozoom3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tryck på bilden för att zooma`)
};

/**

* @param {Productpresstozoom3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productpresstozoom3 = sv_productpresstozoom3;
export { productpresstozoom3 as "productPressToZoom" }