/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderchoose2Inputs */

const cs_catalogueorderchoose2 = /** @type {(inputs: Catalogueorderchoose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte si katalogy`)
};

/**

* @param {Catalogueorderchoose2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderchoose2 = cs_catalogueorderchoose2;
export { catalogueorderchoose2 as "catalogueOrderChoose" }