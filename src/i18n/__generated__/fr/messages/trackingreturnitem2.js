/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, quantity: NonNullable<unknown>, size: NonNullable<unknown> }} Trackingreturnitem2Inputs */

const fr_trackingreturnitem2 = /** @type {(inputs: Trackingreturnitem2Inputs) => LocalizedString} */ (i) => {const quantityPlural = registry.plural("fr", i?.quantity, {});
	if (quantityPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}, taille ${i?.size}, ${i?.quantity} pièce`);
	if (quantityPlural === "other") return /** @type {LocalizedString} */ (`${i?.name}, taille ${i?.size}, ${i?.quantity} pièces`);
	return /** @type {LocalizedString} */ ("trackingReturnItem");
};

/**

* @param {Trackingreturnitem2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingreturnitem2 = fr_trackingreturnitem2;
export { trackingreturnitem2 as "trackingReturnItem" }