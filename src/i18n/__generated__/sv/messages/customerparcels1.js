/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Customerparcels1Inputs */

const sv_customerparcels1 = /** @type {(inputs: Customerparcels1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sv", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} paket`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} paket`);
	return /** @type {LocalizedString} */ ("customerParcels");
};

/**

* @param {Customerparcels1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerparcels1 = sv_customerparcels1;
export { customerparcels1 as "customerParcels" }