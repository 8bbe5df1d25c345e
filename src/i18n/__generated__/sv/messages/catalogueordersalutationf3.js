/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersalutationf3Inputs */

const sv_catalogueordersalutationf3 = /** @type {(inputs: Catalogueordersalutationf3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kvinna`)
};

/**

* @param {Catalogueordersalutationf3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueordersalutationf3 = sv_catalogueordersalutationf3;
export { catalogueordersalutationf3 as "catalogueOrderSalutationF" }