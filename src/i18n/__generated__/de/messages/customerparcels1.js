/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Customerparcels1Inputs */

const de_customerparcels1 = /** @type {(inputs: Customerparcels1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Paket`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Pakete`);
	return /** @type {LocalizedString} */ ("customerParcels");
};

/**

* @param {Customerparcels1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerparcels1 = de_customerparcels1;
export { customerparcels1 as "customerParcels" }