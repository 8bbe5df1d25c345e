/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderchoose2Inputs */

const de_ch2_catalogueorderchoose2 = /** @type {(inputs: Catalogueorderchoose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie Ihre Kataloge`)
};

/**

* @param {Catalogueorderchoose2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueorderchoose2 = de_ch2_catalogueorderchoose2;
export { catalogueorderchoose2 as "catalogueOrderChoose" }