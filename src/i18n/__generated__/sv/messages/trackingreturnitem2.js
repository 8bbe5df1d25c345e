/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, quantity: NonNullable<unknown>, size: NonNullable<unknown> }} Trackingreturnitem2Inputs */

const sv_trackingreturnitem2 = /** @type {(inputs: Trackingreturnitem2Inputs) => LocalizedString} */ (i) => {const quantityPlural = registry.plural("sv", i?.quantity, {});
	if (quantityPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}, storlek ${i?.size}, ${i?.quantity} st.`);
	if (quantityPlural === "other") return /** @type {LocalizedString} */ (`${i?.name}, storlek ${i?.size}, ${i?.quantity} st.`);
	return /** @type {LocalizedString} */ ("trackingReturnItem");
};

/**

* @param {Trackingreturnitem2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingreturnitem2 = sv_trackingreturnitem2;
export { trackingreturnitem2 as "trackingReturnItem" }