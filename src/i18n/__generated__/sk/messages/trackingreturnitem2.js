/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, quantity: NonNullable<unknown>, size: NonNullable<unknown> }} Trackingreturnitem2Inputs */

const sk_trackingreturnitem2 = /** @type {(inputs: Trackingreturnitem2Inputs) => LocalizedString} */ (i) => {const quantityPlural = registry.plural("sk", i?.quantity, {});
	if (quantityPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}, veľkosť ${i?.size}, ${i?.quantity} kus`);
	if (quantityPlural === "few") return /** @type {LocalizedString} */ (`${i?.name}, veľkosť ${i?.size}, ${i?.quantity} kusy`);
	if (quantityPlural === "many") return /** @type {LocalizedString} */ (`${i?.name}, veľkosť ${i?.size}, ${i?.quantity} kusa`);
	if (quantityPlural === "other") return /** @type {LocalizedString} */ (`${i?.name}, veľkosť ${i?.size}, ${i?.quantity} kusov`);
	return /** @type {LocalizedString} */ ("trackingReturnItem");
};

/**

* @param {Trackingreturnitem2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingreturnitem2 = sk_trackingreturnitem2;
export { trackingreturnitem2 as "trackingReturnItem" }