/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderchoose2Inputs */

const nl_catalogueorderchoose2 = /** @type {(inputs: Catalogueorderchoose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies je catalogi`)
};

/**

* @param {Catalogueorderchoose2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderchoose2 = nl_catalogueorderchoose2;
export { catalogueorderchoose2 as "catalogueOrderChoose" }