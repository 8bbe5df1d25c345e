/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, quantity: NonNullable<unknown>, size: NonNullable<unknown> }} Trackingreturnitem2Inputs */

const nl_trackingreturnitem2 = /** @type {(inputs: Trackingreturnitem2Inputs) => LocalizedString} */ (i) => {const quantityPlural = registry.plural("nl", i?.quantity, {});
	if (quantityPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}, maat ${i?.size}, ${i?.quantity} stuk`);
	if (quantityPlural === "other") return /** @type {LocalizedString} */ (`${i?.name}, maat ${i?.size}, ${i?.quantity} stuks`);
	return /** @type {LocalizedString} */ ("trackingReturnItem");
};

/**

* @param {Trackingreturnitem2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingreturnitem2 = nl_trackingreturnitem2;
export { trackingreturnitem2 as "trackingReturnItem" }