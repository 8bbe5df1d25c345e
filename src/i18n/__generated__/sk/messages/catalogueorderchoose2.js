/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderchoose2Inputs */

const sk_catalogueorderchoose2 = /** @type {(inputs: Catalogueorderchoose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte si katalógy`)
};

/**

* @param {Catalogueorderchoose2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueorderchoose2 = sk_catalogueorderchoose2;
export { catalogueorderchoose2 as "catalogueOrderChoose" }