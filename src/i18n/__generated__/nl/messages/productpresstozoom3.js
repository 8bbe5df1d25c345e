/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productpresstozoom3Inputs */

const nl_productpresstozoom3 = /** @type {(inputs: Productpresstozoom3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klik op de afbeelding om te zoomen`)
};

/**

* @param {Productpresstozoom3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productpresstozoom3 = nl_productpresstozoom3;
export { productpresstozoom3 as "productPressToZoom" }