/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Customerparcels1Inputs */

const nl_customerparcels1 = /** @type {(inputs: Customerparcels1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pakket`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pakketten`);
	return /** @type {LocalizedString} */ ("customerParcels");
};

/**

* @param {Customerparcels1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerparcels1 = nl_customerparcels1;
export { customerparcels1 as "customerParcels" }