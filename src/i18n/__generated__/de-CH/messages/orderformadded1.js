/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orderformadded1Inputs */

const de_ch2_orderformadded1 = /** @type {(inputs: Orderformadded1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de-CH", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Der Artikel wurde in den Warenkorb gelegt.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Artikel wurden in den Warenkorb gelegt.`);
	return /** @type {LocalizedString} */ ("orderformAdded");
};

/**

* @param {Orderformadded1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformadded1 = de_ch2_orderformadded1;
export { orderformadded1 as "orderformAdded" }