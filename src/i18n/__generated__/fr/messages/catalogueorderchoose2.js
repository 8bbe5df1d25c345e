/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderchoose2Inputs */

const fr_catalogueorderchoose2 = /** @type {(inputs: Catalogueorderchoose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez vos catalogues`)
};

/**

* @param {Catalogueorderchoose2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderchoose2 = fr_catalogueorderchoose2;
export { catalogueorderchoose2 as "catalogueOrderChoose" }