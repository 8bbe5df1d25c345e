/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Customeritems1Inputs */

const nl_customeritems1 = /** @type {(inputs: Customeritems1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} artikel`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} artikelen`);
	return /** @type {LocalizedString} */ ("customerItems");
};

/**

* @param {Customeritems1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customeritems1 = nl_customeritems1;
export { customeritems1 as "customerItems" }