/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderchoose2Inputs */

const sv_catalogueorderchoose2 = /** @type {(inputs: Catalogueorderchoose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Välj dina kataloger`)
};

/**

* @param {Catalogueorderchoose2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderchoose2 = sv_catalogueorderchoose2;
export { catalogueorderchoose2 as "catalogueOrderChoose" }